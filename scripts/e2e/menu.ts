import type { Locator } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Clicks an item of a menu that has just opened, once the item has stayed put for 100 ms. A menu is placed by its
 * positioner after it mounts; on a busy machine a click aimed while it still moves lands beside the item and closes
 * the menu (seen in CI twice: the currency picker's option in shell.e2e and catalogue.e2e). Playwright's own
 * stability check (two frames alike) passes before a late positioning move.
 */
export async function clickWhenStill(item: Locator): Promise<void> {
  let box = '';
  await expect
    .poll(
      async () => {
        const now = JSON.stringify(await item.boundingBox());
        const still = now === box && now !== 'null';
        box = now;
        return still;
      },
      { interval: 100 },
    )
    .toBe(true);
  await item.click();
}
