import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** The 'Ting' word mark; it always leads to `/` (spec section 2). */
export const BrandLogo = () => (
  <Anchor component={Link} to="/" underline="never" fw={800} fz={28} c="indigo.7" lh={1}>
    Ting
  </Anchor>
);
