import AttachFile from "@mui/icons-material/AttachFile";
import ChatBubbleOutline from "@mui/icons-material/ChatBubbleOutline";
import {
  Avatar,
  AvatarGroup,
  Box,
  Card,
  CardContent,
  Chip,
  Stack,
  Typography,
} from "@mui/material";
import type { ScrumCard, ScrumLabel, ScrumLabelColor, ScrumMember } from "@sannidhi/contracts";
import { useTranslation } from "react-i18next";

/** Spec label colours onto the theme's palette (green is the theme's success colour). */
export const LABEL_COLOR: Record<ScrumLabelColor, "primary" | "success" | "secondary" | "error"> = {
  primary: "primary",
  green: "success",
  secondary: "secondary",
  error: "error",
};

export const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join("");

export function MemberAvatar({ member, size = 24 }: { member: ScrumMember; size?: number }) {
  return (
    <Avatar
      alt={member.name}
      // Initials alone name no one to a screen reader.
      role="img"
      aria-label={member.name}
      src={member.avatar ?? undefined}
      sx={{ width: size, height: size, fontSize: size * 0.45 }}
    >
      {initials(member.name)}
    </Avatar>
  );
}

/** A small icon and number (comments, attachments), named as a whole for screen readers. */
function Count({ icon: Icon, n, label }: { icon: typeof AttachFile; n: number; label: string }) {
  if (!n) return null;
  return (
    <Stack
      direction="row"
      alignItems="center"
      spacing={0.25}
      color="text.secondary"
      role="img"
      aria-label={label}
    >
      <Icon sx={{ fontSize: 16 }} aria-hidden />
      <Typography variant="caption" aria-hidden>
        {n}
      </Typography>
    </Stack>
  );
}

/** A card as the board shows it: cover, labels, title, members and counts. */
export function CardTile({
  card,
  labels,
  members,
}: {
  card: ScrumCard;
  labels: Map<string, ScrumLabel>;
  members: Map<string, ScrumMember>;
}) {
  const { t } = useTranslation("tasks");
  const people = card.members.flatMap((id) => {
    const m = members.get(id);
    return m ? [m] : [];
  });
  return (
    <Card variant="outlined">
      {card.coverImage && (
        <Box
          component="img"
          src={card.coverImage}
          alt=""
          sx={{ width: "100%", height: 96, objectFit: "cover", display: "block" }}
        />
      )}
      <CardContent sx={{ p: 1.25, "&:last-child": { pb: 1.25 } }}>
        {card.labels.length > 0 && (
          <Stack direction="row" spacing={0.5} sx={{ mb: 0.75, flexWrap: "wrap" }} useFlexGap>
            {card.labels.map((id) => {
              const label = labels.get(id);
              return label ? (
                <Chip
                  key={id}
                  size="small"
                  label={label.title}
                  color={LABEL_COLOR[label.color]}
                  sx={{ height: 20 }}
                />
              ) : null;
            })}
          </Stack>
        )}
        {/* A pasted link or a long name breaks inside the card rather than out of it. */}
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: "anywhere" }}>
          {card.title}
        </Typography>
        {(people.length > 0 || card.comments.length > 0 || card.attachments.length > 0) && (
          <Stack direction="row" alignItems="center" spacing={1} sx={{ mt: 1 }}>
            <Count
              icon={ChatBubbleOutline}
              n={card.comments.length}
              label={t("card.commentCount", { count: card.comments.length })}
            />
            <Count
              icon={AttachFile}
              n={card.attachments.length}
              label={t("card.attachmentCount", { count: card.attachments.length })}
            />
            <Box sx={{ flexGrow: 1 }} />
            <AvatarGroup
              max={4}
              sx={{ "& .MuiAvatar-root": { width: 24, height: 24, fontSize: 11 } }}
            >
              {people.map((m) => (
                <MemberAvatar key={m.id} member={m} />
              ))}
            </AvatarGroup>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
