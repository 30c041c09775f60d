import { relative } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import durations from '../test-durations.json' with { type: 'json' };

// The files known to take longest start first, so the two workers end together instead of one running a long file
// alone at the end. Vitest orders by the durations in its cache, and without one (CI's clean clone) by file size: the
// accessibility audits, short files that run for minutes, started last and the e2e run waited ~3 minutes on them.
// scripts/test-durations.json holds the seconds of the files that took ≥ 15 s in a CI run (`npm test` prints them);
// a file not listed keeps Vitest's order after the listed ones of its project.
const known = durations as Record<string, number>;

export class LongestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const base = await super.sort(files);
    const position = new Map(base.map((f, i) => [f, i]));
    const project = new Map<string, number>();
    for (const f of base) if (!project.has(f.project.name)) project.set(f.project.name, project.size);
    const seconds = (f: TestSpecification) => known[relative(this.ctx.config.root, f.moduleId)] ?? -1;
    return [...base].sort(
      (a, b) =>
        project.get(a.project.name)! - project.get(b.project.name)! || seconds(b) - seconds(a) || position.get(a)! - position.get(b)!,
    );
  }
}
