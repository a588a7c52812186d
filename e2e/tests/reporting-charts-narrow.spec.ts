import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, noSidewaysScroll, PHONE, resize, signIn } from './support.ts';

// Issue 16: the charts of every reporting page fit a 360 px phone: each chart's axis labels and
// tick labels are drawn inside the chart (none cut off at its edge), a long group name shortened
// with "…" keeps enough to be recognised (18 characters on a phone, 36 on a desktop, where only
// an event's long title is shortened; the full name is in the table and the text alternative),
// and the page does not scroll sideways. Registry
// reads all six pages at both widths.

const PAGES = [
  ['/students/studentreporting', 'Student reporting'],
  ['/applications/applicationreporting', 'Application reporting'],
  ['/applications/statistics', 'Statistics'],
  ['/reporting/students', 'Students report'],
  ['/reporting/applications', 'Applications report'],
  ['/reporting/marketing', 'Marketing report'],
] as const;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
  width: number;
}
interface Node {
  textContent: string | null;
  getBoundingClientRect(): Box;
  querySelectorAll(selector: string): ArrayLike<Node>;
}

/** Every chart label not wholly inside its chart, or shortened to fewer than `kept` characters: "<label> (<why>)". */
function labelsThatDoNotFit(kept: number): string[] {
  const doc = (globalThis as unknown as { document: Node }).document;
  const problems: string[] = [];
  for (const svg of Array.from(doc.querySelectorAll('figure svg'))) {
    const chart = svg.getBoundingClientRect();
    if (chart.width < 50) continue; // an icon, not a chart
    for (const text of Array.from(svg.querySelectorAll('text'))) {
      const label = text.getBoundingClientRect();
      if (label.width === 0) continue;
      const name = text.textContent ?? '';
      if (label.left < chart.left - 1 || label.right > chart.right + 1) problems.push(`${name} (sticks out sideways)`);
      if (label.top < chart.top - 1 || label.bottom > chart.bottom + 1) problems.push(`${name} (sticks out)`);
      if (name.includes('…') && name.indexOf('…') < kept) problems.push(`${name} (shortened)`);
    }
  }
  return problems;
}

async function chartsDrawn(page: Page) {
  await expect(page.locator('figure [role="img"] svg').first()).toBeVisible({ timeout: 30_000 });
  // The charts measure their box, then draw: wait until every chart (not a legend's marks) has its tick labels.
  await expect
    .poll(() =>
      page.locator('figure [role="img"] svg').evaluateAll((svgs) =>
        svgs
          .map((svg) => svg as unknown as Node)
          .filter((svg) => svg.getBoundingClientRect().width >= 50)
          .every((svg) => svg.querySelectorAll('text').length > 0),
      ),
    )
    .toBe(true);
}

test('the reporting pages’ charts fit a 360 px phone', async ({ page }) => {
  test.setTimeout(360_000);
  await signIn(page, 'registry@demo.college');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  for (const [size, kept] of [
    [PHONE, 18],
    [DESKTOP, 36],
  ] as const) {
    await resize(page, size);
    for (const [path, heading] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible({ timeout: 30_000 });
      await chartsDrawn(page);
      const where = `${heading} at ${size.width} px`;
      expect(await page.evaluate(labelsThatDoNotFit, kept), where).toEqual([]);
      expect(await page.evaluate(noSidewaysScroll), `${where} scrolls sideways`).toBe(true);
    }
  }
});
