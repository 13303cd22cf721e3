import type { Preview } from '@storybook/react-vite';
import { STORY_RENDERED } from 'storybook/internal/core-events';
import { addons } from 'storybook/preview-api';
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
    // Storybook opens on the first entry: the Introduction, then the Changelog and the Foundations a designer reads first.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Changelog',
          'Foundations',
          ['Colours', 'Type scale', 'Spacing', 'Radii', 'Shadows', 'Icons'],
          'Actions',
          'Forms',
          'Cards',
          'Layout',
          'Disclosure',
          'Overlays',
          'Feedback',
          'Logos',
        ],
      },
    },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false } },
  beforeEach: ({ parameters }) => {
    // Story tests render without Storybook's UI, whose "rendered" event is what makes
    // storybook-addon-pseudo-states copy the :hover/:focus-visible/:active rules to its classes.
    if (parameters.__isPortableStory) addons.getChannel().emit(STORY_RENDERED);
  },
  decorators: [
    (Story) => (
      <TooltipProvider>
        <Story />
      </TooltipProvider>
    ),
  ],
};

export default preview;
