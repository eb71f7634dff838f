import { HARDWARE_SLUGS } from '../hardware';
import {
  SOLUTION_GROUPS,
  SOLUTION_LIST,
  SOLUTION_NAMES,
  SOLUTION_PAGES,
  SOLUTIONS,
  isSolutionName,
  solutionsByGroup,
  type Solution,
  type SolutionName,
} from '../solutions';

const filled = (text: string) => text.trim().length > 0;

describe.each(SOLUTION_LIST.map((s) => [s.name, s] as const))('solution record %s', (_name, s) => {
  it('has every text field filled', () => {
    for (const text of [s.title, s.summary, s.headline, s.problem.title, s.approach.title]) {
      expect(filled(text)).toBe(true);
    }
    expect(s.problem.points.length).toBeGreaterThanOrEqual(3);
    expect(s.approach.points.length).toBeGreaterThanOrEqual(3);
    expect([...s.problem.points, ...s.approach.points].every(filled)).toBe(true);
    expect(s.keywords.length).toBeGreaterThan(0);
    expect(SOLUTION_GROUPS).toContain(s.group);
  });

  it('uses services 6, 7 or 8 and existing hardware, each once with a reason', () => {
    expect(s.services.length).toBeGreaterThan(0);
    for (const use of s.services) {
      expect([6, 7, 8]).toContain(use.id);
      expect(filled(use.reason)).toBe(true);
    }
    expect(new Set(s.services.map((u) => u.id)).size).toBe(s.services.length);
    expect(s.hardware.length).toBeGreaterThan(0);
    for (const use of s.hardware) {
      expect(HARDWARE_SLUGS).toContain(use.slug);
      expect(filled(use.reason)).toBe(true);
    }
    expect(new Set(s.hardware.map((u) => u.slug)).size).toBe(s.hardware.length);
  });

  it('has 3–4 figures and 1–2 cases, all filled', () => {
    expect(s.figures.length).toBeGreaterThanOrEqual(3);
    expect(s.figures.length).toBeLessThanOrEqual(4);
    for (const f of s.figures) expect([f.value, f.label, f.note].every(filled)).toBe(true);
    expect(s.cases.length).toBeGreaterThanOrEqual(1);
    expect(s.cases.length).toBeLessThanOrEqual(2);
    for (const c of s.cases) expect([c.customer, c.challenge, c.result].every(filled)).toBe(true);
  });

  it('has a diagram whose edges join existing, neighbouring nodes', () => {
    const { layers, edges } = s.architecture;
    expect(layers.length).toBeGreaterThanOrEqual(3);
    const layerOf = new Map<string, number>();
    const columnOf = new Map<string, number>();
    layers.forEach((layer, index) => {
      expect(filled(layer.title)).toBe(true);
      expect(layer.nodes.length).toBeGreaterThanOrEqual(1);
      expect(layer.nodes.length).toBeLessThanOrEqual(3);
      for (const node of layer.nodes) {
        expect(layerOf.has(node.id)).toBe(false);
        expect(filled(node.label)).toBe(true);
        layerOf.set(node.id, index);
        columnOf.set(node.id, layer.nodes.indexOf(node));
      }
    });
    expect(edges.length).toBeGreaterThan(0);
    for (const edge of edges) {
      const from = layerOf.get(edge.from);
      const to = layerOf.get(edge.to);
      expect({ edge, from: from !== undefined, to: to !== undefined }).toEqual({
        edge,
        from: true,
        to: true,
      });
      const layerStep = Math.abs((from ?? 0) - (to ?? 0));
      const columnStep = Math.abs((columnOf.get(edge.from) ?? 0) - (columnOf.get(edge.to) ?? 0));
      // adjacent layers, or neighbouring boxes of one layer (the diagram draws nothing else)
      expect(layerStep === 1 || (layerStep === 0 && columnStep === 1)).toBe(true);
    }
    const linked = new Set(edges.flatMap((e) => [e.from, e.to]));
    expect([...layerOf.keys()].filter((id) => !linked.has(id))).toEqual([]);
  });
});

describe('solution records as a whole', () => {
  it('groups all 13 solutions, each once', () => {
    const grouped = solutionsByGroup().flatMap((g) => g.solutions.map((s) => s.name));
    expect([...grouped].sort()).toEqual([...SOLUTION_NAMES].sort());
  });

  it('indexes each solution page with its title, summary and keywords', () => {
    const page = SOLUTION_PAGES.find((p) => p.path === '/productSolution/solution/smartPort');
    expect(page).toMatchObject({
      title: '智慧港口解决方案',
      description: SOLUTIONS.smartPort.summary,
    });
    expect(page?.keywords).toEqual(expect.arrayContaining(['智慧港口', 'AGV', '岸桥']));
  });

  it('recognises solution route names only', () => {
    expect(isSolutionName('v2xPrecision')).toBe(true);
    expect(isSolutionName('spaceMining')).toBe(false);
    expect(isSolutionName(undefined)).toBe(false);
  });

  it('rejects at compile time a record filed under another name or a missing record', () => {
    const wide: Solution = SOLUTIONS.carpooling;
    // @ts-expect-error: a record under `smartPort` must have `name: 'smartPort'`
    const misfiled: Solution<'smartPort'> = wide;
    // @ts-expect-error: every SolutionName needs a record
    const partial: { [K in SolutionName]: Solution<K> } = { carpooling: SOLUTIONS.carpooling };
    expect([misfiled, partial]).toHaveLength(2);
  });
});
