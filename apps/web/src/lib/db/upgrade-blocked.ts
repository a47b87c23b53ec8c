import type Dexie from 'dexie';
import { dbMessages } from './messages.ts';

type UpgradeHandler = (message: string) => void;
const handlers = new Set<UpgradeHandler>();

/** The shell shows these pt-BR messages when another tab holds an older version of a database. */
export function onUpgradeBlocked(handler: UpgradeHandler): () => void {
  handlers.add(handler);
  return () => handlers.delete(handler);
}

function notify(message: string): void {
  for (const handler of handlers) handler(message);
}

/**
 * Watches a database for version changes between tabs: opening a new version while an old tab
 * keeps the database open is "blocked" (this tab asks the user to close or reload the others);
 * the old tab, told that another one upgraded, closes its connection and asks for a reload.
 */
export function watchUpgrades(db: Dexie): void {
  db.on('blocked', () => notify(dbMessages.upgradeBlocked));
  db.on('versionchange', () => {
    db.close();
    notify(dbMessages.upgradedElsewhere);
    return false;
  });
}
