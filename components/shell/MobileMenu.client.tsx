'use client';
/** The navigation of the mobile layout (960 px wide or less): a menu button opening a drawer. */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import type { Link } from '@/schemas/generated/config-types';
import { MOBILE_MEDIA_QUERY } from './theme';

export function MobileMenu({ navigation, signIn }: { navigation: Link[]; signIn: Link }) {
  const [open, setOpen] = useState(false);
  return (
    <Box sx={{ display: 'none', [MOBILE_MEDIA_QUERY]: { display: 'block' } }}>
      <Button variant="outlined" aria-expanded={open} aria-controls="mobile-navigation" onClick={() => setOpen(true)}>
        Menu
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <Box component="nav" id="mobile-navigation" aria-label="Main" sx={{ width: 280 }}>
          <List>
            {[...navigation, signIn].map((link) => (
              <ListItemButton key={link.href} component="a" href={link.href}>
                <ListItemText primary={link.label} />
              </ListItemButton>
            ))}
          </List>
        </Box>
      </Drawer>
    </Box>
  );
}
