import { dashboardTabsFor, PAYMENT_PERMISSIONS } from '@estate/contracts';
import { paramsForTab, tabFromParams } from './dashboard-tab';

describe('the dashboard tab in the address', () => {
  const admin = dashboardTabsFor('admin', [PAYMENT_PERMISSIONS.read]);
  const agent = dashboardTabsFor('agent', []);

  it('opens the tab the address names when the role has it', () => {
    expect(tabFromParams(new URLSearchParams('tab=financial'), admin)).toBe('financial');
    expect(tabFromParams(new URLSearchParams('tab=websiteManagement'), agent)).toBe('websiteManagement');
  });

  it('falls back to the overview for a tab the role lacks, an unknown one or none', () => {
    expect(tabFromParams(new URLSearchParams('tab=financial'), agent)).toBe('overview');
    expect(tabFromParams(new URLSearchParams('tab=analytics'), dashboardTabsFor('tenant', []))).toBe('overview');
    expect(tabFromParams(new URLSearchParams('tab=nothing'), admin)).toBe('overview');
    expect(tabFromParams(new URLSearchParams(''), admin)).toBe('overview');
  });

  it('writes the tab in the address, leaving out the first one and keeping other parameters', () => {
    expect(paramsForTab(new URLSearchParams('x=1'), 'alerts', admin).toString()).toBe('x=1&tab=alerts');
    expect(paramsForTab(new URLSearchParams('tab=alerts'), 'overview', admin).toString()).toBe('');
  });

  it('gives an agent no revenue tab and a tenant only their own', () => {
    expect(agent).toEqual(['overview', 'propertyManagement', 'websiteManagement', 'profile', 'notifications']);
    expect(dashboardTabsFor('tenant', [])).toEqual(['overview', 'profile', 'notifications']);
    expect(admin).toHaveLength(8);
  });

  it('gives the financial tab only to those who may read the payments it sums', () => {
    expect(dashboardTabsFor('manager', [])).not.toContain('financial');
    expect(dashboardTabsFor('manager', [PAYMENT_PERMISSIONS.read])).toContain('financial');
    expect(dashboardTabsFor('accountant', [PAYMENT_PERMISSIONS.read])).toContain('financial');
  });
});
