import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/harness/launch-browser.ts';

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
}

/**
 * Runs of Lighthouse per report: its performance score moves by several points from one run to
 * the next (simulated throttling scales the main thread's observed tasks by 4), so one run says
 * little; each category reports the median of the runs.
 */
export const LIGHTHOUSE_RUNS = 3;

/**
 * One Lighthouse run (npm `lighthouse`, Debian Chromium, a fresh profile): scores 0–100, or null
 * when the run itself failed (a trace without navigation start, say: Lighthouse's scores are
 * then 0, which would read as the page's).
 */
async function runOnce(url: string): Promise<LighthouseScores | null> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result || result.lhr.runtimeError) return null;
    const categories = result.lhr.categories;
    const score = (id: string) => {
      const value = categories[id]?.score;
      return typeof value === 'number' ? Math.round(value * 100) : null;
    };
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
    };
  } finally {
    await chrome.kill();
  }
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((value): value is number => value !== null).sort((a, b) => a - b);
  return known.length === 0 ? null : (known[Math.floor((known.length - 1) / 2)] ?? null);
}

/**
 * Lighthouse on a page until `runs` runs succeeded (at most twice as many tries): the median
 * score of each category, 0–100, null when no run succeeded.
 */
export async function runLighthouse(url: string, runs = LIGHTHOUSE_RUNS): Promise<LighthouseScores> {
  const results: LighthouseScores[] = [];
  for (let tries = 0; results.length < runs && tries < runs * 2; tries += 1) {
    const result = await runOnce(url);
    if (result) results.push(result);
  }
  return {
    performance: median(results.map((result) => result.performance)),
    accessibility: median(results.map((result) => result.accessibility)),
    bestPractices: median(results.map((result) => result.bestPractices)),
  };
}
