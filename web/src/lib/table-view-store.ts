import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

// spec 3: table view state per table (search and options) plus the cohort filter, kept between
// visits so a list opens as the user left it. Used by the list screens of later issues.

/** Paging, sorting and column choices of one table; the list screen owns their meaning. */
export interface TableOptions {
  page?: number;
  pageSize?: number;
  sort?: string;
  order?: 'asc' | 'desc';
  hiddenColumns?: string[];
  filters?: Record<string, string>;
}

export interface TableView {
  search: string;
  options: TableOptions;
}

export const EMPTY_TABLE_VIEW: TableView = { search: '', options: {} };

export interface TableViewState {
  tables: Record<string, TableView>;
  /** spec 9: cohort filters 4, 5, 6, 7; null = all cohorts. */
  cohortFilter: string | null;
  setSearch: (table: string, search: string) => void;
  setOptions: (table: string, options: TableOptions) => void;
  setCohortFilter: (cohort: string | null) => void;
  resetTable: (table: string) => void;
}

export const useTableViewStore = create<TableViewState>()(
  persist(
    (set) => ({
      tables: {},
      cohortFilter: null,
      setSearch: (table, search) =>
        set((s) => ({ tables: { ...s.tables, [table]: { ...(s.tables[table] ?? EMPTY_TABLE_VIEW), search } } })),
      setOptions: (table, options) =>
        set((s) => ({
          tables: { ...s.tables, [table]: { ...(s.tables[table] ?? EMPTY_TABLE_VIEW), options } },
        })),
      setCohortFilter: (cohortFilter) => set({ cohortFilter }),
      resetTable: (table) =>
        set((s) => {
          const { [table]: _dropped, ...rest } = s.tables;
          return { tables: rest };
        }),
    }),
    { name: 'collegium-tables', storage: createJSONStorage(() => localStorage) },
  ),
);

/** The view of one table, empty until the user changes it. */
export function useTableView(table: string): TableView {
  return useTableViewStore((s) => s.tables[table] ?? EMPTY_TABLE_VIEW);
}
