import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// spec 3 and 9: UI state kept in the browser between visits: bar colour, bar image, drawer, page
// title, and the theme mode. (The current user is persisted by the session store.)

export type ThemeMode = 'light' | 'dark';

export const DEFAULT_BAR_COLOUR = 'rgba(0,0,0,.8)'; // spec 9
export const DEFAULT_BAR_IMAGE = 'sidebar-1.jpg'; // spec 9 (configurable: PublicConfig.sidebarImage)

export interface UiState {
  barColour: string;
  /** null: use the configured sidebar image. */
  barImage: string | null;
  /** Drawer shown (small screens: the temporary drawer is open). */
  drawerOpen: boolean;
  /** Drawer collapsed to icons and initials (wide screens). */
  drawerMini: boolean;
  pageTitle: string;
  themeMode: ThemeMode;
  setBarColour: (colour: string) => void;
  setBarImage: (image: string | null) => void;
  setDrawerOpen: (open: boolean) => void;
  toggleDrawerMini: () => void;
  setPageTitle: (title: string) => void;
  toggleThemeMode: () => void;
}

export const useUiStore = create<UiState>()(
  persist(
    (set) => ({
      barColour: DEFAULT_BAR_COLOUR,
      barImage: null,
      drawerOpen: false,
      drawerMini: false,
      pageTitle: '',
      themeMode: 'light',
      setBarColour: (barColour) => set({ barColour }),
      setBarImage: (barImage) => set({ barImage }),
      setDrawerOpen: (drawerOpen) => set({ drawerOpen }),
      toggleDrawerMini: () => set((s) => ({ drawerMini: !s.drawerMini })),
      setPageTitle: (pageTitle) => set({ pageTitle }),
      toggleThemeMode: () => set((s) => ({ themeMode: s.themeMode === 'light' ? 'dark' : 'light' })),
    }),
    {
      name: 'collegium-ui',
      storage: createJSONStorage(() => localStorage),
      // The temporary drawer starts closed on every visit; everything else is remembered.
      partialize: ({ barColour, barImage, drawerMini, pageTitle, themeMode }) => ({
        barColour,
        barImage,
        drawerMini,
        pageTitle,
        themeMode,
      }),
    },
  ),
);
