import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** Underlined primary-coloured text link, like MUI's Link but without its weight on the first load. */
export const textLinkSx: SxProps<Theme> = {
  color: 'primary.main',
  typography: 'body2',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  '&:hover': { textDecorationThickness: 2 },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2, borderRadius: 0.5 },
};

type TextLinkProps = { children: ReactNode } & ({ to: string; href?: never } | { href: string; to?: never });

/** `to`: a route of this app (client-side); `href`: any other address. */
export function TextLink({ children, to, href }: TextLinkProps) {
  if (to !== undefined) {
    return (
      <Box component={Link} to={to} sx={textLinkSx}>
        {children}
      </Box>
    );
  }
  return (
    <Box component="a" href={href} sx={textLinkSx}>
      {children}
    </Box>
  );
}
