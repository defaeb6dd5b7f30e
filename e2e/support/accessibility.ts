import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';

/** The WCAG 2.0 and 2.1 rules, levels A and AA. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const blocking = new Set(['serious', 'critical']);

/** One axe rule broken on one screen. */
export interface Finding {
  screen: string;
  rule: string;
  impact: string;
  help: string;
  /** CSS selectors of the offending elements. */
  targets: string[];
}

/**
 * Checks screen after screen of one page and keeps what it finds, so that a single run reports
 * every problem of every screen; `expectNone` fails the test with the whole list.
 */
export class AccessibilityAudit {
  readonly findings: Finding[] = [];
  readonly unnamed: string[] = [];
  readonly screens: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly testInfo: TestInfo,
  ) {}

  /**
   * Runs axe on what the page shows now and checks that each visible form control has an
   * accessible name. controls: how many form controls must be on screen, so the check proves the
   * form was really there (not still loading, not behind a closed tab).
   */
  async check(screen: string, { controls = 0 }: { controls?: number } = {}): Promise<void> {
    const name = `${screen} @${this.testInfo.project.name}`;
    this.screens.push(name);
    const fields = await this.page.evaluate(visibleFormControls);
    expect(fields.length, `visible form controls on ${name}`).toBeGreaterThanOrEqual(controls);
    for (const field of fields) {
      if (!field.name) this.unnamed.push(`${name}: ${field.control} has no accessible name`);
    }
    const results = await new AxeBuilder({ page: this.page })
      .withTags(wcagTags)
      // The app has no frames: axe runs in the page itself, without a blank page to merge frames.
      .setLegacyMode(true)
      .options({ resultTypes: ['violations'] })
      .analyze();
    for (const violation of results.violations) {
      if (!blocking.has(violation.impact ?? '')) continue;
      this.findings.push({
        screen: name,
        rule: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
      });
    }
  }

  /** A readable list: screen, rule, impact, then the elements. */
  report(): string {
    const lines = this.findings.map(
      (f) =>
        `- ${f.screen}: ${f.rule} (${f.impact}) ${f.help}\n` +
        f.targets.map((target) => `    ${target}`).join('\n'),
    );
    return [...lines, ...this.unnamed.map((line) => `- ${line}`)].join('\n');
  }

  expectNone(): void {
    const report = this.report();
    expect(
      report,
      `serious or critical accessibility violations on ${this.screens.length} screens:\n${report}`,
    ).toBe('');
  }
}

/**
 * Runs in the page: each visible input, select and textarea, described for a report, with the
 * name a screen reader gives it from aria-labelledby, aria-label, its label elements or title.
 * A placeholder does not count: it goes once the person types.
 */
function visibleFormControls(): { control: string; name: string }[] {
  const text = (node: Element | null) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
  const nameOf = (element: HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement) => {
    const labelledBy = element.getAttribute('aria-labelledby');
    const byIds = (labelledBy ?? '')
      .split(/\s+/)
      .map((id) => text(document.getElementById(id)))
      .join(' ')
      .trim();
    if (byIds) return byIds;
    const ariaLabel = element.getAttribute('aria-label')?.trim();
    if (ariaLabel) return ariaLabel;
    const byLabels = Array.from(element.labels ?? [], (label) => text(label))
      .join(' ')
      .trim();
    return byLabels || (element.getAttribute('title')?.trim() ?? '');
  };
  const fields = document.querySelectorAll<
    HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement
  >('input:not([type="hidden"]), select, textarea');
  return Array.from(fields)
    .filter((field) => field.checkVisibility({ visibilityProperty: true }))
    .map((field) => ({
      control: `${field.tagName.toLowerCase()}${field.type ? `[type=${field.type}]` : ''}${field.id ? `#${field.id}` : ''}`,
      name: nameOf(field),
    }));
}
