import { academicYear as yearLabel } from '@collegium/domain/academic-year';
import { BURSARY_CASE_STATUSES } from '@collegium/domain/bursary-committee';
import { useCallback, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ExportButton } from '../../components/list/export-button.tsx';
import { asOptions, FilterSelect, ListControls, SearchBox } from '../../components/list/list-controls.tsx';
import type { ListPaging } from '../../components/list/list-grid.tsx';
import { listQuery } from '../../lib/list-query.ts';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { getConfig } from '../../lib/config.ts';
import { useBursaryCases } from './api.ts';
import { BursaryCaseDialog } from './bursary-case-dialog.tsx';
import { BURSARY_DEFAULT_SORT, BursaryCaseList } from './bursary-case-list.tsx';
import { ListLoadError } from '../../components/list/list-load-error.tsx';

// Finance > Bursaries (role:bursary, feature bursaries): the bursary committee's list of the
// applications students have sent, newest first, searched, sorted and paged on the server, filtered
// by status and academic year, exported to Excel. Opening
// one (`?id=`) shows it whole with the decision; the filters live in the address too.

export function BursaryCasesScreen() {
  const [params, setParams] = useSearchParams();
  const status = (BURSARY_CASE_STATUSES as readonly string[]).includes(params.get('status') ?? '')
    ? (params.get('status') as string)
    : '';
  const academicYear = /^\d{4}$/.test(params.get('academicYear') ?? '') ? (params.get('academicYear') as string) : '';
  const openId = Number(params.get('id')) || null;
  const dateFormat = getConfig().dateFormat;
  const [paging, setPaging] = useState<ListPaging & { search: string }>({
    search: '',
    page: 1,
    pageSize: 25,
    sort: BURSARY_DEFAULT_SORT,
    order: 'desc',
  });
  const listParams = { status, academicYear, ...paging };
  const query = useBursaryCases(listParams);
  const onSearch = useCallback((search: string) => setPaging((p) => ({ ...p, search, page: 1 })), []);

  const change = (name: string, value: string | null, replace: boolean) => {
    if (name !== 'id') setPaging((p) => ({ ...p, page: 1 }));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace },
    );
  };
  const hrefOf = (id: number) => {
    const next = new URLSearchParams(params);
    next.set('id', String(id));
    return `?${next.toString()}`;
  };
  const years = [
    ...new Set([...(query.data?.academicYears ?? []), ...(academicYear ? [Number(academicYear)] : [])]),
  ].sort((a, b) => b - a);

  return (
    <>
      <PageHeader
        title="Bursaries"
        subtitle="The bursary applications students have sent, newest first. Open one to read it and record the committee’s decision."
      />
      <ListControls label="Search and filter applications">
        <SearchBox label="Search applications" value={paging.search} onSearch={onSearch} />
        <FilterSelect
          label="Status"
          value={status}
          allLabel="All statuses"
          options={asOptions(BURSARY_CASE_STATUSES)}
          onChange={(v) => change('status', v, true)}
        />
        <FilterSelect
          label="Academic year"
          value={academicYear}
          allLabel="All years"
          options={years.map((y) => ({ value: String(y), label: yearLabel(y) }))}
          onChange={(v) => change('academicYear', v, true)}
        />
        <ExportButton path="finance/bursaries" query={listQuery(listParams)} />
      </ListControls>
      {query.isError ? (
        <ListLoadError error={query.error} onRetry={() => void query.refetch()} />
      ) : (
        <BursaryCaseList
          items={query.data?.items ?? []}
          total={query.data?.total ?? 0}
          loading={query.isFetching}
          dateFormat={dateFormat}
          paging={paging}
          onPaging={(p) => setPaging((old) => ({ ...old, ...p }))}
          hrefOf={hrefOf}
        />
      )}
      {openId !== null && (
        <BursaryCaseDialog id={openId} dateFormat={dateFormat} onClose={() => change('id', null, false)} />
      )}
    </>
  );
}
