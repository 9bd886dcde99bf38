import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { TextLink } from '../../../components/text-link';
import { PublicPanel } from './public-panel';

interface LinkFailureProps {
  heading: string;
  message: string;
  /** Where the visitor can go from here: applying again, the login page… */
  links: readonly { to: string; label: string }[];
}

/** What a page shows instead of its form when the link from the mail cannot be used. */
export function LinkFailure({ heading, message, links }: LinkFailureProps) {
  return (
    <PublicPanel heading={heading} focusHeading>
      <Typography role="alert">{message}</Typography>
      <Stack direction="row" spacing={3}>
        {links.map((link) => (
          <TextLink key={link.to} to={link.to}>
            {link.label}
          </TextLink>
        ))}
      </Stack>
    </PublicPanel>
  );
}
