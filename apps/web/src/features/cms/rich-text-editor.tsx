import FormatBoldIcon from "@mui/icons-material/FormatBold";
import FormatItalicIcon from "@mui/icons-material/FormatItalic";
import FormatListBulletedIcon from "@mui/icons-material/FormatListBulleted";
import FormatListNumberedIcon from "@mui/icons-material/FormatListNumbered";
import FormatQuoteIcon from "@mui/icons-material/FormatQuote";
import RedoIcon from "@mui/icons-material/Redo";
import UndoIcon from "@mui/icons-material/Undo";
import { Box, FormHelperText, FormLabel, IconButton, Stack, Tooltip } from "@mui/material";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange(html: string): void;
  onBlur(): void;
}

/** Spec section 9: rich-text editor with a toolbar, minimum height 250. Output is HTML. */
export function RichTextEditor({ id, label, value, error, onChange, onBlur }: Props) {
  const { t } = useTranslation("cms");
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3] } })],
    content: value,
    immediatelyRender: true,
    editorProps: {
      attributes: { "aria-labelledby": `${id}-label`, role: "textbox", "aria-multiline": "true" },
    },
    onUpdate: ({ editor: e }) => onChange(e.isEmpty ? "" : e.getHTML()),
    onBlur: () => onBlur(),
  });
  // A value set from outside (an edit form's loaded row) replaces the content.
  useEffect(() => {
    // TipTap may hand over a destroyed instance for a moment while it makes a new one (a page
    // that suspends after the editor's first render): reading it would throw.
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? "" : editor.getHTML();
    if (value !== current) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);
  const active = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e?.isActive("bold") ?? false,
      italic: e?.isActive("italic") ?? false,
      h2: e?.isActive("heading", { level: 2 }) ?? false,
      h3: e?.isActive("heading", { level: 3 }) ?? false,
      bullet: e?.isActive("bulletList") ?? false,
      ordered: e?.isActive("orderedList") ?? false,
      quote: e?.isActive("blockquote") ?? false,
    }),
  });
  const chain = () => editor!.chain().focus();
  const tools = [
    {
      key: "bold",
      icon: <FormatBoldIcon />,
      on: active?.bold,
      run: () => chain().toggleBold().run(),
    },
    {
      key: "italic",
      icon: <FormatItalicIcon />,
      on: active?.italic,
      run: () => chain().toggleItalic().run(),
    },
    {
      key: "h2",
      icon: <b>H2</b>,
      on: active?.h2,
      run: () => chain().toggleHeading({ level: 2 }).run(),
    },
    {
      key: "h3",
      icon: <b>H3</b>,
      on: active?.h3,
      run: () => chain().toggleHeading({ level: 3 }).run(),
    },
    {
      key: "bullet",
      icon: <FormatListBulletedIcon />,
      on: active?.bullet,
      run: () => chain().toggleBulletList().run(),
    },
    {
      key: "ordered",
      icon: <FormatListNumberedIcon />,
      on: active?.ordered,
      run: () => chain().toggleOrderedList().run(),
    },
    {
      key: "quote",
      icon: <FormatQuoteIcon />,
      on: active?.quote,
      run: () => chain().toggleBlockquote().run(),
    },
    { key: "undo", icon: <UndoIcon />, on: false, run: () => chain().undo().run() },
    { key: "redo", icon: <RedoIcon />, on: false, run: () => chain().redo().run() },
  ];
  return (
    <Box>
      <FormLabel id={`${id}-label`} error={!!error}>
        {label}
      </FormLabel>
      <Box
        sx={{ border: 1, borderColor: error ? "error.main" : "divider", borderRadius: 1, mt: 0.5 }}
      >
        <Stack
          direction="row"
          role="toolbar"
          aria-label={t("editor.toolbar", { label })}
          sx={{ borderBottom: 1, borderColor: "divider", flexWrap: "wrap" }}
        >
          {tools.map((tool) => (
            <Tooltip key={tool.key} title={t(`editor.${tool.key}`)}>
              <IconButton
                size="small"
                aria-label={t(`editor.${tool.key}`)}
                aria-pressed={tool.on}
                color={tool.on ? "primary" : "default"}
                onClick={tool.run}
                disabled={!editor}
              >
                {tool.icon}
              </IconButton>
            </Tooltip>
          ))}
        </Stack>
        <Box
          sx={{
            px: 2,
            "& .ProseMirror": { minHeight: 250, outline: "none", py: 1 },
            "& .ProseMirror:focus-visible": {
              boxShadow: (th) => `inset 0 0 0 2px ${th.palette.primary.main}`,
            },
          }}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {error && <FormHelperText error>{error}</FormHelperText>}
    </Box>
  );
}
