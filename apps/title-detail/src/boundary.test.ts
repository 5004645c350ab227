/// <reference types="node" />
/**
 * A remote's knowledge lives in the remote (DESIGN.md): no shared front-end package names this
 * remote's sub-views or their labels (@estante/federation/boundary says what is scanned).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesDir, sharedPackageMentions } from '@estante/federation/boundary';
import { titleViews } from './views';

describe('the title’s sub-views are this remote’s own', () => {
  it('no shared package names a sub-view or its label', () => {
    expect(fs.existsSync(path.join(packagesDir, 'federation'))).toBe(true);
    expect(sharedPackageMentions([...titleViews, 'titleDetail.views'])).toEqual([]);
  });
});
