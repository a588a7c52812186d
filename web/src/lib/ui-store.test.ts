import { describe, expect, it } from 'vitest';
import { useSnackbarStore } from './snackbar-store.ts';
import { useTableViewStore } from './table-view-store.ts';
import { DEFAULT_BAR_COLOUR, DEFAULT_BAR_IMAGE, useUiStore } from './ui-store.ts';

describe('persisted UI state (spec 3, 9)', () => {
  it('defaults the bar colour and image as spec 9 says', () => {
    expect(DEFAULT_BAR_COLOUR).toBe('rgba(0,0,0,.8)');
    expect(DEFAULT_BAR_IMAGE).toBe('sidebar-1.jpg');
    expect(useUiStore.getState().barColour).toBe('rgba(0,0,0,.8)');
  });

  it('remembers theme, mini drawer and title, but not the open temporary drawer', () => {
    const ui = useUiStore.getState();
    ui.toggleThemeMode();
    ui.toggleDrawerMini();
    ui.setPageTitle('Dashboard');
    ui.setDrawerOpen(true);
    const stored = JSON.parse(localStorage.getItem('collegium-ui') ?? '{}') as { state: Record<string, unknown> };
    expect(stored.state).toMatchObject({
      themeMode: 'dark',
      drawerMini: true,
      pageTitle: 'Dashboard',
      barColour: 'rgba(0,0,0,.8)',
    });
    expect(stored.state).not.toHaveProperty('drawerOpen');
  });
});

describe('table view state (spec 3)', () => {
  it('keeps search and options per table, and the cohort filter', () => {
    const t = useTableViewStore.getState();
    t.setSearch('students', 'smith');
    t.setOptions('students', { page: 2, sort: 'lastName', order: 'asc' });
    t.setSearch('leads', 'jones');
    t.setCohortFilter('4');
    expect(useTableViewStore.getState().tables).toEqual({
      students: { search: 'smith', options: { page: 2, sort: 'lastName', order: 'asc' } },
      leads: { search: 'jones', options: {} },
    });
    expect(useTableViewStore.getState().cohortFilter).toBe('4');
    t.resetTable('students');
    expect(Object.keys(useTableViewStore.getState().tables)).toEqual(['leads']);
  });
});

describe('snackbar (spec 3)', () => {
  it('defaults to info for messages and error for errors, not permanent', () => {
    useSnackbarStore.getState().notify('Saved');
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Saved', type: 'info', permanent: false });
    useSnackbarStore.getState().notifyError('Failed', { permanent: true });
    expect(useSnackbarStore.getState().current).toMatchObject({ message: 'Failed', type: 'error', permanent: true });
    useSnackbarStore.getState().close();
    expect(useSnackbarStore.getState().current).toBeNull();
  });
});
