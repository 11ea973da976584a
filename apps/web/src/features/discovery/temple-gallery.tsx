import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { Box, ButtonBase, IconButton, Typography } from "@mui/material";
import { type KeyboardEvent, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * The temple's photos (issue 19): one at a time, swiped on a phone — a CSS scroll-snap strip,
 * so the swipe is the browser's own, with no gesture library — with previous/next buttons, the
 * arrow keys and thumbnails for everyone else. Without photos, the temple's generated drawing
 * is shown and said to be one.
 */
export function TempleGallery({
  images,
  illustration,
  name,
}: {
  images: string[];
  illustration: string;
  name: string;
}) {
  const { t } = useTranslation(["discovery", "catalogue"]);
  const track = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(0);

  if (images.length === 0) {
    return (
      <Box component="figure" sx={{ m: 0 }}>
        <Box
          component="img"
          src={illustration}
          alt={t("catalogue:temple.illustrationAlt", { name })}
          sx={{
            width: "100%",
            aspectRatio: "4 / 3",
            maxHeight: 360,
            objectFit: "cover",
            borderRadius: 1,
            display: "block",
          }}
        />
        <Typography
          component="figcaption"
          sx={{ mt: 0.5, fontSize: "0.85rem", color: "text.secondary" }}
        >
          {t("catalogue:temple.illustrationNote")}
        </Typography>
      </Box>
    );
  }

  const total = images.length;
  const go = (i: number) => {
    const next = (i + total) % total;
    setShown(next);
    const el = track.current;
    el?.scrollTo?.({ left: next * el.clientWidth, behavior: "smooth" });
  };
  // A swipe ends on a photo: follow it, so buttons, counter and thumbnails agree.
  const onScroll = () => {
    const el = track.current;
    if (el?.clientWidth) setShown(Math.round(el.scrollLeft / el.clientWidth));
  };
  const onKey = (e: KeyboardEvent) => {
    if (e.key === "ArrowRight") go(shown + 1);
    else if (e.key === "ArrowLeft") go(shown - 1);
    else return;
    e.preventDefault();
  };
  const arrow = {
    position: "absolute",
    top: "50%",
    transform: "translateY(-50%)",
    bgcolor: "#ffffffcc",
    "&:hover": { bgcolor: "#fff" },
  } as const;

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t("temple.photos")}>
      <Box sx={{ position: "relative" }}>
        <Box
          ref={track}
          role="group"
          tabIndex={0}
          onScroll={onScroll}
          onKeyDown={onKey}
          aria-label={t("catalogue:gallery.photoOf", { n: shown + 1, total })}
          sx={{
            display: "flex",
            overflowX: "auto",
            scrollSnapType: "x mandatory",
            scrollbarWidth: "none",
            "&::-webkit-scrollbar": { display: "none" },
            aspectRatio: "16 / 9",
            bgcolor: "#fef3c7",
            borderRadius: 1,
            "&:focus-visible": { outline: "3px solid #f59e0b", outlineOffset: 2 },
          }}
        >
          {images.map((src, i) => (
            <Box
              key={src}
              component="img"
              src={src}
              alt={t("catalogue:gallery.photoOf", { n: i + 1, total })}
              loading={i === 0 ? "eager" : "lazy"}
              decoding="async"
              sx={{
                flex: "0 0 100%",
                width: "100%",
                height: "100%",
                objectFit: "cover",
                scrollSnapAlign: "center",
                scrollSnapStop: "always",
              }}
            />
          ))}
        </Box>
        {total > 1 && (
          <>
            <IconButton
              aria-label={t("catalogue:gallery.previous")}
              onClick={() => go(shown - 1)}
              sx={{ ...arrow, left: 8 }}
            >
              <ChevronLeft />
            </IconButton>
            <IconButton
              aria-label={t("catalogue:gallery.next")}
              onClick={() => go(shown + 1)}
              sx={{ ...arrow, right: 8 }}
            >
              <ChevronRight />
            </IconButton>
            <Typography
              aria-hidden
              sx={{
                position: "absolute",
                bottom: 8,
                right: 8,
                px: 1,
                borderRadius: 1,
                bgcolor: "#0f172acc",
                color: "#fff",
                fontSize: "0.8rem",
              }}
            >
              {shown + 1} / {total}
            </Typography>
          </>
        )}
      </Box>
      {total > 1 && (
        <Box
          sx={{
            mt: 1,
            display: "flex",
            gap: 1,
            overflowX: "auto",
            pb: 0.5,
          }}
        >
          {images.map((src, i) => (
            <ButtonBase
              key={src}
              aria-label={t("temple.showPhoto", { n: i + 1 })}
              aria-pressed={i === shown}
              onClick={() => go(i)}
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
