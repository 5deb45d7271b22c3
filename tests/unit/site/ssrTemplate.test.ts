import docusaurusDefault from '@docusaurus/core/lib/ssg/ssgTemplate.html';
import {ssrTemplate} from '@site/src/site/ssrTemplate';

describe('the page template', () => {
  test('is Docusaurus’ default page with a dark theme before any script runs', () => {
    // fails when an upgrade changes Docusaurus' default page: copy the new one into src/site/ssrTemplate.ts
    expect(ssrTemplate.replace('<html data-theme="dark" ', '<html ')).toBe(docusaurusDefault);
  });

  test('starts every page dark', () => {
    expect(ssrTemplate).toContain('<html data-theme="dark" <%~ it.htmlAttributes %>>');
  });
});
