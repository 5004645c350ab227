import { ConfigContext } from 'antd/es/config-provider';
import { registerSingleton } from './registry';

// Every entry imports this: if any entry ever bundled its own antd, the page would hold
// a second ConfigContext (and lose the theme), and the registry would show two.
registerSingleton('antd', ConfigContext);
