/// <reference types="node" />
/**
 * A remote's knowledge lives in the remote (DESIGN.md): no shared front-end package names this
 * remote's pages or their labels (@estante/federation/boundary says what is scanned).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { packagesDir, sharedPackageMentions } from '@estante/federation/boundary';
import { patronRoutes } from './routes';

describe('the personal area’s pages are this remote’s own', () => {
  it('no shared package names a page or its menu label', () => {
    expect(fs.existsSync(path.join(packagesDir, 'federation'))).toBe(true);
    expect(sharedPackageMentions([...patronRoutes.map((r) => r.path).filter(Boolean), ...patronRoutes.map((r) => r.menu)])).toEqual([]);
  });
});
