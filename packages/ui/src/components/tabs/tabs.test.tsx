import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

it('moves between tabs with the arrow keys', async () => {
  const user = userEvent.setup();
  render(
    <Tabs defaultValue="incorporation">
      <TabsList aria-label="Plans">
        <TabsTrigger value="incorporation">Incorporation</TabsTrigger>
        <TabsTrigger value="legal">Legal</TabsTrigger>
      </TabsList>
      <TabsContent value="incorporation">Incorporation plans</TabsContent>
      <TabsContent value="legal">Legal plans</TabsContent>
    </Tabs>,
  );
  screen.getByRole('tab', { name: 'Incorporation' }).focus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'Legal' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Legal plans');
});
