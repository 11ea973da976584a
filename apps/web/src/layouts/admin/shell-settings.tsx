import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import {
  DEFAULT_LAYOUT,
  DEFAULT_THEME,
  LAYOUTS,
  type LayoutName,
  STORAGE_KEYS,
} from "./layout-constants";
import { isThemeName, type ThemeName } from "./themes";

/** The shell's remembered choices: colour theme, compact sidebar and layout (localStorage). */
export interface ShellSettings {
  theme: ThemeName;
  compact: boolean;
  layout: LayoutName;
  setTheme(theme: ThemeName): void;
  setCompact(compact: boolean): void;
  setLayout(layout: LayoutName): void;
}

const ShellSettingsContext = createContext<ShellSettings | null>(null);

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage unavailable (private mode): defaults apply
  }
}

function write(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    // storage unavailable: the choice lasts for this visit only
  }
}

export function loadSettings(): Pick<ShellSettings, "theme" | "compact" | "layout"> {
  const theme = read(STORAGE_KEYS.theme);
  const layout = read(STORAGE_KEYS.layout);
  return {
    theme: isThemeName(theme) ? theme : DEFAULT_THEME,
    compact: read(STORAGE_KEYS.compact) === "true",
    layout: (LAYOUTS as readonly string[]).includes(layout ?? "")
      ? (layout as LayoutName)
      : DEFAULT_LAYOUT,
  };
}

export function ShellSettingsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState(loadSettings);

  const setTheme = useCallback((theme: ThemeName) => {
    write(STORAGE_KEYS.theme, theme);
    setState((s) => ({ ...s, theme }));
  }, []);
  const setCompact = useCallback((compact: boolean) => {
    write(STORAGE_KEYS.compact, String(compact));
    setState((s) => ({ ...s, compact }));
  }, []);
  const setLayout = useCallback((layout: LayoutName) => {
    write(STORAGE_KEYS.layout, layout);
    setState((s) => ({ ...s, layout }));
  }, []);

  const value = useMemo(
    () => ({ ...state, setTheme, setCompact, setLayout }),
    [state, setTheme, setCompact, setLayout],
  );
  return <ShellSettingsContext.Provider value={value}>{children}</ShellSettingsContext.Provider>;
}

export function useShellSettings(): ShellSettings {
  const ctx = useContext(ShellSettingsContext);
  if (!ctx) throw new Error("useShellSettings outside ShellSettingsProvider");
  return ctx;
}
