import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

it('shows its content when open, with or without a provider', () => {
  render(
    <Tooltip open>
      <TooltipTrigger>Info</TooltipTrigger>
      <TooltipContent>Starts from $549</TooltipContent>
    </Tooltip>,
  );
  expect(screen.getByRole('tooltip')).toHaveTextContent('Starts from $549');
});

it('opens on keyboard focus', async () => {
  render(
    <TooltipProvider>
      <Tooltip>
        <TooltipTrigger>Info</TooltipTrigger>
        <TooltipContent>Help text</TooltipContent>
      </Tooltip>
    </TooltipProvider>,
  );
  await act(async () => screen.getByRole('button', { name: 'Info' }).focus());
  expect(await screen.findByRole('tooltip')).toHaveTextContent('Help text');
});
