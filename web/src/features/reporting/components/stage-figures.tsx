import { codeLabel, REPORT_FIGURES } from '@collegium/domain/coded-fields';
import type { CountRow } from '@collegium/domain/reporting-contracts';
import { countFigure, type LinkContext } from '../figures.ts';
import { stagesOfGroup } from '../list-links.ts';
import { ChartFigure } from '../../../components/charts/chart-figure.tsx';

// Potential students by stage (spec 4.5 order, each with its report group) and by report group:
// the two figures Reporting > Marketing (issue 16) and Potential Students > Report (issue 17) share.

const LIST = 'leads.all';
const group = (code: string) => codeLabel(REPORT_FIGURES.leads.byGroup, code);

export interface StageFiguresProps {
  byStage: readonly (CountRow & { group: string })[];
  byGroup: readonly CountRow[];
  ctx: LinkContext;
  shareOf: number;
}

export function StageFigures({ byStage, byGroup, ctx, shareOf }: StageFiguresProps) {
  return (
    <>
      <ChartFigure
        title="Potential students by stage"
        groupHeader="Stage"
        horizontal
        note="In the order of spec 4.5, each with its report group."
        data={{
          ...countFigure(byStage, ctx, LIST, { label: 'Potential students', field: 'stage', shareOf }),
          categories: byStage.map((s) => `${s.value ?? 'None'} (${group(s.group)})`),
        }}
      />
      <ChartFigure
        title="Potential students by report group"
        groupHeader="Report group"
        data={{
          ...countFigure(byGroup, ctx, LIST, {
            label: 'Potential students',
            field: 'stage',
            value: stagesOfGroup,
            shareOf,
            coded: REPORT_FIGURES.leads.byGroup,
          }),
        }}
      />
    </>
  );
}
