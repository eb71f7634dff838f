import {
  LINKS,
  loginPath,
  orionPath,
  productTabPath,
  serviceDetailsPath,
  serviceOrderPath,
  shopOrderPath,
  hardwarePath,
  solutionPath,
  supportDetailsPath,
  tryoutPath,
} from './links';
import { prefixMatches, prefixSpecificity } from '../registry/ownership';
import { REMOTE_NAMES, ROUTE_OWNERSHIP, type RemoteName } from '../registry/routeOwnership';

/** The remote owning a path by the registry's rule: the most specific matching prefix. */
function ownerOf(link: string): RemoteName | undefined {
  const pathname = link.split('?')[0] ?? link;
  return REMOTE_NAMES.flatMap((name) => ROUTE_OWNERSHIP[name].map((prefix) => ({ name, prefix })))
    .sort((a, b) => prefixSpecificity(b.prefix) - prefixSpecificity(a.prefix))
    .find(({ prefix }) => prefixMatches(prefix, pathname))?.name;
}

describe('cross-remote links (SPEC §2)', () => {
  it.each<[string, RemoteName]>([
    [LINKS.home, 'mf-marketing'],
    [LINKS.aboutus, 'mf-marketing'],
    [LINKS.join, 'mf-marketing'],
    [LINKS.news, 'mf-marketing'],
    [LINKS.services, 'mf-marketing'],
    [LINKS.detailsAGnss, 'mf-marketing'],
    [LINKS.detailsPlatform, 'mf-marketing'],
    [LINKS.detailsXc, 'mf-marketing'],
    [productTabPath('2'), 'mf-marketing'],
    [serviceDetailsPath(6), 'mf-marketing'],
    [orionPath([8]), 'mf-marketing'],
    [solutionPath('carpooling'), 'mf-marketing'],
    [hardwarePath('t-box'), 'mf-marketing'],
    [LINKS.login, 'mf-account'],
    [loginPath('/notices/bugResponse'), 'mf-account'],
    [LINKS.register, 'mf-account'],
    [serviceOrderPath({ serviceId: 6 }), 'mf-order'],
    [shopOrderPath('t-box'), 'mf-order'],
    [tryoutPath(), 'mf-order'],
    [tryoutPath(6), 'mf-order'],
    [LINKS.support, 'mf-support'],
    [LINKS.privacyPolicy, 'mf-support'],
    [LINKS.termsOfUse, 'mf-support'],
    [supportDetailsPath(), 'mf-support'],
  ])('%s falls under a prefix of %s', (link, owner) => {
    expect(ownerOf(link)).toBe(owner);
  });

  it('spells the policy documents and product tabs as SPEC §2 does', () => {
    expect(LINKS.privacyPolicy).toBe('/support/details/9');
    expect(LINKS.termsOfUse).toBe('/support/details/10');
    expect(supportDetailsPath(9)).toBe('/support/details/9');
    expect(productTabPath('1')).toBe('/productSolution');
    expect(productTabPath('2')).toBe('/productSolution?tab=2');
    expect(productTabPath('3')).toBe('/productSolution?tab=3');
  });

  it('links Orion to service 8 only when the list has it', () => {
    expect(orionPath([6, 7, 8])).toBe('/productSolution/services/details/8');
    expect(orionPath([6, 7])).toBe('/productSolution/services/details_xc');
    expect(orionPath(null)).toBe('/productSolution/services/details_xc');
  });

  it('builds the order and trial links with only the given query values', () => {
    expect(tryoutPath()).toBe('/productSolution/services/tryout');
    expect(tryoutPath(7)).toBe('/productSolution/services/tryout/7');
    expect(serviceOrderPath({ serviceId: 6 })).toBe('/order?serviceId=6');
    expect(serviceOrderPath({ serviceId: 6, serverType: 2, durationUnit: 3 })).toBe(
      '/order?serviceId=6&serverType=2&durationUnit=3',
    );
    expect(serviceOrderPath({ serviceId: 6, orderType: 1, accountName: 'xhcm20481736' })).toBe(
      '/order?serviceId=6&orderType=1&accountName=xhcm20481736',
    );
    expect(shopOrderPath('t-box')).toBe('/order/shopOrder?product=t-box');
    expect(shopOrderPath('t-box', 2)).toBe('/order/shopOrder?product=t-box&quantity=2');
  });

  it('sends the login page back to a same-site path', () => {
    expect(loginPath()).toBe('/login');
    expect(loginPath('/user/pwd?x=1')).toBe('/login?redirect=%2Fuser%2Fpwd%3Fx%3D1');
  });
});
