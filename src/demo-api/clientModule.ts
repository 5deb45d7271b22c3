import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import {installStandInApi} from './install';

// Site-wide set-up (registered in docusaurus.config.ts `clientModules`): examples
// that need a server call fetch('/demo-api/...'), and the page answers them.
if (ExecutionEnvironment.canUseDOM) installStandInApi();
