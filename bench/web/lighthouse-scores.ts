import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../../e2e/harness/launch-browser.ts';

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
}

/** Lighthouse (npm `lighthouse`, Debian Chromium) on a page: the three category scores, 0–100. */
export async function runLighthouse(url: string): Promise<LighthouseScores> {
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
    const categories = result?.lhr.categories ?? {};
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
