import type { Preview } from '@storybook/react-vite';
import { TooltipProvider } from '../packages/ui/src/components/tooltip/tooltip';
import './preview.css';

const viewports = {
  mobile: { name: 'Mobile 375', styles: { width: '375px', height: '812px' }, type: 'mobile' },
  tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop 1280', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Any axe violation fails the story's test (and shows red in the a11y panel).
    a11y: { test: 'error' },
    viewport: { options: viewports },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <Story />
      </TooltipProvider>
    ),
  ],
};

export default preview;
