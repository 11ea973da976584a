import SearchIcon from "@mui/icons-material/Search";
import { Box, FormControl, InputAdornment, InputLabel, OutlinedInput } from "@mui/material";
import type { ReactNode } from "react";

/**
 * A public page's search: a landmark form (never submitted — the page follows the text as one
 * types) whose wide box has its label always above it, so the placeholder's example shows, and
 * the phone's keyboard offers "search". What else the form holds (filters) comes after the box.
 */
export function SearchForm({
  id,
  label,
  placeholder,
  value,
  onChange,
  children,
}: {
  /** The box's id, which its label points at. */
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange(text: string): void;
  children?: ReactNode;
}) {
  return (
    <Box component="form" role="search" onSubmit={(e) => e.preventDefault()} sx={{ mt: 2 }}>
      <FormControl fullWidth>
        <InputLabel htmlFor={id} shrink>
          {label}
        </InputLabel>
        <OutlinedInput
          id={id}
          type="search"
          label={label}
          notched
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          inputProps={{ maxLength: 100, enterKeyHint: "search" }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
        />
      </FormControl>
      {children}
    </Box>
  );
}
