import { addons } from 'storybook/manager-api';
import { create, themes } from 'storybook/theming';
import { version } from '../packages/ui/package.json';

// The reader's own light or dark scheme, as without a theme; only the title above the sidebar changes.
addons.setConfig({ theme: create({ base: themes.normal.base, brandTitle: `StayCompliant UI kit v${version}` }) });
