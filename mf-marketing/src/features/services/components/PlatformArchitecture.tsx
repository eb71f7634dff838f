/** Layers of the platform diagram, top (devices) to bottom (applications). */
const LAYERS = [
  { title: '终端与数据源', items: ['GNSS 模组', 'T-BOX / P-BOX', '手机 App', '第三方系统'] },
  { title: '接入层', items: ['MQTT', 'HTTP', 'JT/T 808', 'NMEA'] },
  { title: '计算层', items: ['坐标转换', '轨迹纠偏', '围栏计算', '事件告警'] },
  { title: '存储层', items: ['时空索引', '轨迹库', '对象存储', '元数据'] },
  { title: '应用层', items: ['REST API', 'WebSocket', '可视化大屏', '行业应用'] },
] as const;

const W = 960;
const ROW = 92;
const BOX_W = 170;

/**
 * The architecture diagram of the spatio-temporal data platform (`details_platform`): five layers
 * from devices to applications, drawn as inline SVG that scales to its container width without
 * shifting the layout (fixed aspect ratio). Has a text alternative (`role="img"` + title).
 */
export function PlatformArchitecture() {
  return (
    <svg
      className="mkt-svc-diagram"
      viewBox={`0 0 ${W} ${LAYERS.length * ROW}`}
      role="img"
      aria-labelledby="mkt-platform-arch-title"
    >
      <title id="mkt-platform-arch-title">
        时空数据平台架构：终端与数据源经接入层进入计算层与存储层，再通过应用层对外提供服务
      </title>
      {LAYERS.map((layer, row) => {
        const y = row * ROW + 12;
        return (
          <g key={layer.title}>
            <rect
              x="0"
              y={y}
              width={W}
              height={ROW - 24}
              rx="8"
              fill={row % 2 ? '#eef3ff' : '#f5f7fb'}
            />
            <text x="20" y={y + 40} fontSize="18" fontWeight="600" fill="#1f2a3d">
              {layer.title}
            </text>
            {layer.items.map((item, col) => {
              const x = 200 + col * (BOX_W + 10);
              return (
                <g key={item}>
                  <rect
                    x={x}
                    y={y + 12}
                    width={BOX_W}
                    height={ROW - 48}
                    rx="6"
                    fill="#fff"
                    stroke="#1663ff"
                  />
                  <text
                    x={x + BOX_W / 2}
                    y={y + 40}
                    fontSize="16"
                    textAnchor="middle"
                    fill="#1663ff"
                  >
                    {item}
                  </text>
                </g>
              );
            })}
            {row < LAYERS.length - 1 && (
              <path
                d={`M${W / 2} ${y + ROW - 24}v24`}
                stroke="#5b6678"
                strokeWidth="2"
                markerEnd="url(#mkt-arrow)"
              />
            )}
          </g>
        );
      })}
      <defs>
        <marker
          id="mkt-arrow"
          viewBox="0 0 10 10"
          refX="8"
          refY="5"
          markerWidth="6"
          markerHeight="6"
          orient="auto"
        >
          <path d="M0 0 10 5 0 10z" fill="#5b6678" />
        </marker>
      </defs>
    </svg>
  );
}
