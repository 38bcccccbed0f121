import path from 'node:path';
import webpack from 'webpack';

/**
 * What MUI's components import though they draw it only when opened, or never here, each with
 * the stand-in (src/shared/mui-on-demand) that loads it when first drawn: a Select's menu (with
 * Popover and Modal), a Tooltip's or an Autocomplete's popper (popper.js), the filled and the
 * standard field of TextField and Select (every field here is outlined), a multiline field's
 * growing text area (decision 0260). Keyed by the request in MUI's own code; only the components
 * named in `importedBy` have theirs replaced.
 */
const IN_MUI: Record<string, { standIn: string; importedBy: RegExp }> = {
  '../Menu/Menu.mjs': { standIn: 'Menu.tsx', importedBy: /Select/ },
  '../Popper/index.mjs': { standIn: 'Popper.tsx', importedBy: /Tooltip|Autocomplete/ },
  '../FilledInput/index.mjs': { standIn: 'FilledInput.tsx', importedBy: /TextField|Select/ },
  '../Input/index.mjs': { standIn: 'Input.tsx', importedBy: /TextField|Select/ },
  '../TextareaAutosize/index.mjs': { standIn: 'TextareaAutosize.tsx', importedBy: /^InputBase$/ },
};
/** The menu items of the app's selects and menus, drawn only inside the (now lazy) menu. */
const IN_APP: Record<string, string> = { '@mui/material/MenuItem': 'MenuItem.tsx' };

/**
 * Replaces those imports at build time (docs/decisions/0230), so a page with a select, a text
 * field or a tooltip does not send a menu, a modal or popper.js before its first paint. Jest
 * keeps MUI's own imports: the stand-ins change when code loads, not what is drawn.
 */
export function muiOnDemand(root: string) {
  const standIns = path.join(root, 'src/shared/mui-on-demand');
  const app = path.join(root, 'src') + path.sep;
  return new webpack.NormalModuleReplacementPlugin(
    /^(\.\.\/(Menu|Popper|FilledInput|Input|TextareaAutosize)\/|@mui\/material\/MenuItem$)/,
    (resource) => {
      const issuer = resource.contextInfo.issuer ?? '';
      const inMui = IN_MUI[resource.request];
      const muiComponent = /[\\/]@mui[\\/]material[\\/](\w+)[\\/]/.exec(issuer)?.[1];
      if (inMui && muiComponent && inMui.importedBy.test(muiComponent)) {
        resource.request = path.join(standIns, inMui.standIn);
      } else if (IN_APP[resource.request] && issuer.startsWith(app) && !issuer.startsWith(standIns)) {
        resource.request = path.join(standIns, IN_APP[resource.request]);
      }
    },
  );
}
