import { SOLUTION_LIST, type Architecture } from '../../../content/solutions';
import {
  DIAGRAM,
  NODE_WIDTH,
  describeArchitecture,
  estimateTextWidth,
  layoutArchitecture,
} from './layoutArchitecture';

const small: Architecture = {
  layers: [
    { title: '卫星与参考站', nodes: [{ id: 'sat', label: '北斗卫星' }] },
    {
      title: '星衡时空云平台',
      nodes: [
        { id: 'rtk', label: 'RTK 改正数' },
        { id: 'fence', label: '电子围栏' },
      ],
    },
  ],
  edges: [
    { from: 'sat', to: 'rtk' },
    { from: 'rtk', to: 'fence' },
  ],
};

describe('layoutArchitecture (architecture diagram)', () => {
  it('stacks layers top to bottom and keeps every box inside the viewBox', () => {
    const layout = layoutArchitecture(small);
    expect(layout.layers.map((l) => l.title)).toEqual(['卫星与参考站', '星衡时空云平台']);
    expect(layout.layers[0]!.y).toBeLessThan(layout.layers[1]!.y);
    for (const box of [...layout.layers, ...layout.nodes]) {
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(layout.width);
      expect(box.y + box.height).toBeLessThanOrEqual(layout.height);
    }
  });

  it('draws a curve down between layers and a straight arrow within a layer', () => {
    const [down, across] = layoutArchitecture(small).edges;
    expect(down?.path).toMatch(/^M[\d.]+ [\d.]+ C/);
    expect(across?.path).toMatch(/^M[\d.]+ [\d.]+ H[\d.]+$/);
  });

  it('rejects an edge to a node that does not exist', () => {
    expect(() => layoutArchitecture({ ...small, edges: [{ from: 'sat', to: 'nowhere' }] })).toThrow(
      '架构图连线引用了不存在的节点：sat → nowhere',
    );
  });

  it('describes the layers as text for the <desc>', () => {
    expect(describeArchitecture(small)).toBe(
      '自上而下共 2 层：卫星与参考站（北斗卫星）；星衡时空云平台（RTK 改正数、电子围栏）。',
    );
  });

  it.each(SOLUTION_LIST.map((s) => [s.name, s.architecture] as const))(
    'fits every label of %s in its box without overlapping boxes',
    (_name, architecture) => {
      const layout = layoutArchitecture(architecture);
      for (const node of layout.nodes) {
        expect({
          label: node.label,
          fits: estimateTextWidth(node.label) <= NODE_WIDTH - 16,
        }).toEqual({ label: node.label, fits: true });
      }
      for (const a of layout.nodes) {
        for (const b of layout.nodes) {
          if (a === b || a.layer !== b.layer) continue;
          expect(a.x + a.width <= b.x || b.x + b.width <= a.x).toBe(true);
        }
      }
      expect(layout.width).toBe(DIAGRAM.width);
    },
  );
});
