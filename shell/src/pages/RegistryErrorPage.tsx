import { RegistryError } from '@xingheng/shared/registry';
import { SITE } from '@xingheng/shared';
import { StatusButton, StatusPage } from './StatusPage';

/**
 * Shown when `/mf-registry.json` is unreachable or malformed (docs/adr/0001-runtime-registry.md):
 * the site cannot know which sections exist, so it says so, lists the problems and offers a reload.
 * Plain markup.
 * @param error what reading the registry threw (`RegistryError` lists its issues)
 */
export function RegistryErrorPage({ error }: { error: unknown }) {
  const issues =
    error instanceof RegistryError
      ? error.issues
      : [error instanceof Error ? error.message : String(error)];
  return (
    <>
      <title>{`站点暂时无法访问 - ${SITE.brand}`}</title>
      <StatusPage
        kind="error"
        title="站点暂时无法访问"
        subtitle={`站点配置加载失败，请稍后重试。如问题持续，请致电 ${SITE.phone}。`}
        actions={
          <StatusButton primary onClick={() => window.location.reload()}>
            重新加载
          </StatusButton>
        }
      >
        <ul aria-label="配置问题" style={{ maxWidth: 720, margin: '0 auto', color: '#6b7280' }}>
          {issues.map((issue) => (
            <li key={issue}>{issue}</li>
          ))}
        </ul>
      </StatusPage>
    </>
  );
}
