import AttachFile from "@mui/icons-material/AttachFile";
import Close from "@mui/icons-material/Close";
import Send from "@mui/icons-material/Send";
import { Box, IconButton, LinearProgress, TextField, Tooltip, Typography } from "@mui/material";
import type { Media } from "@sannidhi/contracts";
import { CHAT_LIMITS, MEDIA_TYPES } from "@sannidhi/contracts/workspace-rules";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { errorMessage } from "../../lib/http";
import { uploadMedia } from "../cms/upload-media";

export interface ChatDraft {
  text: string;
  image: Media | null;
}

/**
 * The chat's input (spec sections 4, 5, 9): multiline, grows to at most 4 rows, Enter without
 * Shift sends, Shift+Enter starts a new line, empty or whitespace-only text is ignored after
 * trimming. An image goes through the media API (its type and size checks) and is previewed
 * before sending.
 */
export function ChatInput({
  onSend,
  disabled = false,
}: {
  onSend(draft: ChatDraft): Promise<unknown> | unknown;
  disabled?: boolean;
}) {
  const { t } = useTranslation("chat");
  const fileId = useId();
  const [text, setText] = useState("");
  const [image, setImage] = useState<Media | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const send = async () => {
    const trimmed = text.trim();
    if (!trimmed && !image) return;
    setFailure(null);
    try {
      await onSend({ text: trimmed, image });
      setText("");
      setImage(null);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };
  const attach = async (file: File | undefined) => {
    if (!file) return;
    setFailure(null);
    setProgress(0);
    try {
      setImage(await uploadMedia(file, setProgress));
    } catch (err) {
      setFailure(errorMessage(err));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Box sx={{ borderTop: 1, borderColor: "divider", p: 1 }}>
      {image && (
        <Box
          sx={{ position: "relative", display: "inline-block", mb: 1 }}
          data-testid="chat-attachment-preview"
        >
          <img
            src={image.variants.w320 ?? image.url}
            alt={t("attachmentPreview")}
            style={{ maxHeight: 80, borderRadius: 4 }}
          />
          <IconButton
            size="small"
            aria-label={t("removeAttachment")}
            onClick={() => setImage(null)}
            sx={{ position: "absolute", top: -8, right: -8, bgcolor: "background.paper" }}
          >
            <Close fontSize="small" />
          </IconButton>
        </Box>
      )}
      {progress !== null && (
        <LinearProgress variant="determinate" value={progress} aria-label={t("uploading")} />
      )}
      {failure && (
        <Typography role="alert" variant="caption" color="error">
          {failure}
        </Typography>
      )}
      <Box sx={{ display: "flex", alignItems: "flex-end", gap: 0.5 }}>
        <Tooltip title={t("attach")}>
          <IconButton
            component="label"
            htmlFor={fileId}
            aria-label={t("attach")}
            disabled={disabled || progress !== null}
          >
            <AttachFile />
          </IconButton>
        </Tooltip>
        <input
          id={fileId}
          type="file"
          hidden
          accept={MEDIA_TYPES.join(",")}
          onChange={(e) => {
            void attach(e.target.files?.[0]);
            e.target.value = "";
          }}
        />
        <TextField
          fullWidth
          multiline
          maxRows={CHAT_LIMITS.inputRows}
          size="small"
          placeholder={t("placeholder")}
          value={text}
          disabled={disabled}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault();
              void send();
            }
          }}
          slotProps={{ htmlInput: { maxLength: CHAT_LIMITS.text, "aria-label": t("message") } }}
        />
        <Tooltip title={t("send")}>
          <span>
            <IconButton
              color="primary"
              aria-label={t("send")}
              disabled={disabled || (!text.trim() && !image)}
              onClick={() => void send()}
            >
              <Send />
            </IconButton>
          </span>
        </Tooltip>
      </Box>
    </Box>
  );
}
