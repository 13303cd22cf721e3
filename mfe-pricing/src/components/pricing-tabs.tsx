import { useSearchParams } from '@staycompliant/router';
import { cn } from '@staycompliant/ui';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@staycompliant/ui/tabs';
import { useEffect, useRef } from 'react';
import { visiblePricingTab, visiblePricingTabs } from '../content/pricing-plans';
import { PlanCard } from './plan-card';
import { PlanExtras } from './plan-extras';

/** The open tab lives in `?tab=`, so a link can open it and Back and Forward move between tabs. */
function usePricingTabParam() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = visiblePricingTab(searchParams.get('tab'));
  // Radix activates a tab on mousedown and again on the focus that follows, before the new URL has
  // rendered: without this, one click would push two history entries and Back would seem to fail.
  const requested = useRef<string | null>(null);
  useEffect(() => {
    requested.current = null;
  }, [tab.id]);
  const selectTab = (id: string) => {
    if (id === tab.id || id === requested.current) return;
    requested.current = id;
    // The tabs are mid-page; a change of the query alone keeps the scroll position (the shell's
    // ScrollRestoration).
    setSearchParams((params) => {
      params.set('tab', id);
      return params;
    });
  };
  return [tab.id, selectTab] as const;
}

export function PricingTabs() {
  const [tabId, selectTab] = usePricingTabParam();
  return (
    <Tabs value={tabId} onValueChange={selectTab} className="items-center">
      <TabsList aria-label="Services">
        {visiblePricingTabs.map((tab) => (
          <TabsTrigger key={tab.id} value={tab.id}>
            {tab.label}
          </TabsTrigger>
        ))}
      </TabsList>
      {visiblePricingTabs.map((tab) => (
        <TabsContent key={tab.id} value={tab.id} className="w-full">
          <div className={cn('grid gap-6', tab.plans.length >= 3 ? 'md:grid-cols-2 lg:grid-cols-3' : 'md:grid-cols-2')}>
            {tab.plans.map((plan) => (
              <PlanCard key={plan.title} plan={plan} service={tab.service} />
            ))}
          </div>
          {tab.extras && (
            <div className="mt-6">
              <PlanExtras extras={tab.extras} />
            </div>
          )}
        </TabsContent>
      ))}
    </Tabs>
  );
}
