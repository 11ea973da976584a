import ChevronLeft from "@mui/icons-material/ChevronLeft";
import ChevronRight from "@mui/icons-material/ChevronRight";
import { Box, Button, IconButton, Typography } from "@mui/material";
import type { FocusEvent } from "react";
import { useTranslation } from "react-i18next";
import { SLIDES } from "./slider-settings";
import { useSlider } from "./use-slider";

/** The landing page's slider (spec section 2): 5 slides, previous/next buttons and 5 dots. */
export function HeroSlider() {
  const { t } = useTranslation("landing");
  const { index, goTo, next, previous, paused, setHeld } = useSlider(SLIDES.length);
  const onBlur = (e: FocusEvent<HTMLElement>) => {
    if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
  };
  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t("slider.label")}
      data-paused={paused ? "true" : "false"}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={onBlur}
      sx={{ position: "relative", bgcolor: "#fff7ed", borderRadius: 2, overflow: "hidden" }}
    >
      {/* Announces the slide a devotee moves to, never the automatic changes. */}
      <Box aria-live={paused ? "polite" : "off"} aria-atomic="true">
        {SLIDES.map((slide, i) => (
          <Box
            key={slide.key}
            role="group"
            aria-roledescription="slide"
            aria-label={t("slider.position", { n: i + 1, total: SLIDES.length })}
            hidden={i !== index}
            data-slide={i}
            sx={{
              display: i === index ? "flex" : "none",
              flexDirection: { xs: "column", sm: "row" },
              alignItems: "center",
              gap: { xs: 2, sm: 4 },
              px: { xs: 2, sm: 8 },
              pt: { xs: 3, sm: 4 },
              pb: 8,
              minHeight: { sm: 320 },
            }}
          >
            <Box
              component="img"
              src={slide.image}
              alt=""
              width={200}
              height={160}
              loading={i === 0 ? "eager" : "lazy"}
              sx={{ width: { xs: 160, sm: 240 }, height: "auto", flexShrink: 0 }}
            />
            <Box sx={{ textAlign: { xs: "center", sm: "left" } }}>
              <Typography variant="h4" component="h2" sx={{ fontWeight: 700, color: "#7c2d12" }}>
                {t(`slides.${slide.key}.title`)}
              </Typography>
              <Typography sx={{ mt: 1, fontSize: "1.05rem", color: "#431407" }}>
                {t(`slides.${slide.key}.text`)}
              </Typography>
              {i === 0 && (
                <Button variant="contained" href="#howitworks" sx={{ mt: 2 }}>
                  {t("slider.cta")}
                </Button>
              )}
            </Box>
          </Box>
        ))}
      </Box>
      <Box
        sx={{
          position: "absolute",
          bottom: 8,
          left: 0,
          right: 0,
          display: "flex",
          justifyContent: "center",
          alignItems: "center",
          gap: 0.5,
        }}
      >
        <IconButton onClick={previous} aria-label={t("slider.previous")} sx={{ color: "#7c2d12" }}>
          <ChevronLeft />
        </IconButton>
        {SLIDES.map((slide, i) => (
          <IconButton
            key={slide.key}
            onClick={() => goTo(i)}
            aria-label={t("slider.goTo", { n: i + 1 })}
            aria-current={i === index ? "true" : undefined}
            data-dot={i}
            sx={{ p: 0.75 }}
          >
            <Box
              component="span"
              sx={{
                width: 12,
                height: 12,
                borderRadius: "50%",
                border: "2px solid #7c2d12",
                bgcolor: i === index ? "#7c2d12" : "transparent",
              }}
            />
          </IconButton>
        ))}
        <IconButton onClick={next} aria-label={t("slider.next")} sx={{ color: "#7c2d12" }}>
          <ChevronRight />
        </IconButton>
      </Box>
    </Box>
  );
}
