import { Box, ButtonBase } from "@mui/material";
import { useState } from "react";
import { useTranslation } from "react-i18next";

/** The first photo large; the others as small thumbnails that bring theirs to the front. */
export function TempleGallery({ images }: { images: string[] }) {
  const { t } = useTranslation("discovery");
  const [shown, setShown] = useState(0);
  if (images.length === 0) return null;
  const main = images[shown] ?? images[0];
  return (
    <Box>
      <Box sx={{ aspectRatio: "16 / 9", bgcolor: "#fef3c7", borderRadius: 1, overflow: "hidden" }}>
        <Box
          component="img"
          src={main}
          alt=""
          sx={{ width: "100%", height: "100%", objectFit: "cover", display: "block" }}
        />
      </Box>
      {images.length > 1 && (
        <Box
          role="group"
          aria-label={t("temple.photos")}
          sx={{ mt: 1, display: "flex", gap: 1, overflowX: "auto", pb: 0.5 }}
        >
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              aria-label={t("temple.showPhoto", { n: i + 1 })}
              aria-pressed={i === shown}
              onClick={() => setShown(i)}
              sx={{
                flex: "0 0 auto",
                width: 88,
                aspectRatio: "4 / 3",
                borderRadius: 1,
                overflow: "hidden",
                outline: i === shown ? "3px solid #b45309" : "none",
                "&:focus-visible": { outline: "3px solid #f59e0b" },
              }}
            >
              <img
                src={src}
                alt=""
                loading="lazy"
                style={{ width: "100%", height: "100%", objectFit: "cover" }}
              />
            </ButtonBase>
          ))}
        </Box>
      )}
    </Box>
  );
}
