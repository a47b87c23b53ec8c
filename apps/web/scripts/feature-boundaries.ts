/**
 * Writes the lint rules that keep the web app's features apart (STYLE.md habit 2) into
 * biome.json: one override per folder of `apps/web/src/features`, refusing an import of
 * `src/app` or of any other feature, at every depth a feature's files sit. Run it after adding
 * a feature: `npm run lint:features -w @rota/web` (`-- --check` only compares, as the test does).
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';

const repoRoot = resolve(import.meta.dirname, '../../..');
const biomePath = resolve(repoRoot, 'biome.json');
const featuresDir = resolve(repoRoot, 'apps/web/src/features');
const FEATURE_PREFIX = 'apps/web/src/features/';
/** A feature's files sit at most this deep (`features/x/components/part/file.tsx`). */
const DEPTHS = 4;

interface Pattern {
  group: string[];
  message: string;
}
interface Override {
  includes: string[];
  linter?: {
    rules?: { style?: { noRestrictedImports?: { level: string; options: { patterns: Pattern[] } } } };
  };
}
interface BiomeConfig {
  overrides: Override[];
}

/** The feature folders, in name order. */
export function featureNames(): string[] {
  return readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

const otherFeatureMessage =
  'Uma feature não importa outra feature: o app as compõe, e o que elas dividem fica em src/lib ou src/components/ui (STYLE.md).';
const appMessage =
  'Uma feature não importa src/app: o app compõe as features (STYLE.md). Use src/lib (rotas: lib/routes).';

function relativeImports(feature: string): string[] {
  const paths: string[] = [];
  for (let depth = 1; depth <= DEPTHS; depth++) {
    const up = '../'.repeat(depth);
    paths.push(`${up}${feature}`, `${up}${feature}/**`);
  }
  return paths;
}

/** The override of one feature: the web app's own rules, plus no src/app and no other feature. */
function featureOverride(feature: string, features: readonly string[], webPatterns: Pattern[]): Override {
  return {
    includes: [`${FEATURE_PREFIX}${feature}/**`],
    linter: {
      rules: {
        style: {
          noRestrictedImports: {
            level: 'error',
            options: {
              patterns: [
                ...webPatterns,
                { group: ['**/app', '**/app/**'], message: appMessage },
                {
                  group: features.filter((name) => name !== feature).flatMap(relativeImports),
                  message: otherFeatureMessage,
                },
              ],
            },
          },
        },
      },
    },
  };
}

/** biome.json with the features' overrides rewritten (right after the `apps/web/**` one). */
export function withFeatureBoundaries(config: BiomeConfig, features: readonly string[]): BiomeConfig {
  const kept = config.overrides.filter(
    (override) => !override.includes.some((glob) => glob.startsWith(FEATURE_PREFIX)),
  );
  const webIndex = kept.findIndex((override) => override.includes.includes('apps/web/**'));
  const web = kept[webIndex];
  const webPatterns = web?.linter?.rules?.style?.noRestrictedImports?.options.patterns;
  if (!web || !webPatterns) throw new Error('biome.json: falta o override de apps/web/**');
  const overrides = [...kept];
  overrides.splice(
    webIndex + 1,
    0,
    ...features.map((feature) => featureOverride(feature, features, webPatterns)),
  );
  return { ...config, overrides };
}

/** The text biome.json should have (formatted as Biome formats JSON: 2 spaces, one item a line). */
export function expectedBiomeJson(): string {
  const config = JSON.parse(readFileSync(biomePath, 'utf8')) as BiomeConfig;
  return `${JSON.stringify(withFeatureBoundaries(config, featureNames()), null, 2)}\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const expected = expectedBiomeJson();
  const current = readFileSync(biomePath, 'utf8');
  if (process.argv.includes('--check')) {
    if (JSON.stringify(JSON.parse(current)) !== JSON.stringify(JSON.parse(expected))) {
      console.error(
        'biome.json não tem as regras das features atuais: rode npm run lint:features -w @rota/web',
      );
      process.exit(1);
    }
  } else {
    writeFileSync(biomePath, expected);
    execFileSync(resolve(repoRoot, 'node_modules/.bin/biome'), ['format', '--write', biomePath], {
      stdio: 'ignore',
    });
    console.info(`biome.json: regras de ${featureNames().length} features escritas`);
  }
}
