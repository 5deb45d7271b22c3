import {SiteFooter} from '@site/src/components/SiteFooter';

/** Docusaurus' footer slot is the Material footer. */
export default SiteFooter;
