import Drawer from '@mui/material/Drawer';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface MobileDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The sidebar's look (colour over image), the same as the wide screens' column. */
  paperSx: SxProps<Theme>;
  children: ReactNode;
}

/** The sidebar on small screens: slides over the page, closes on Escape or a click outside. */
export function MobileDrawer({ open, onClose, paperSx, children }: MobileDrawerProps) {
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: false }}
      slotProps={{ paper: { 'aria-label': 'Main menu', sx: paperSx } }}
    >
      {children}
    </Drawer>
  );
}
