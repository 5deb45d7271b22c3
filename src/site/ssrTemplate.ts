/**
 * The HTML page every route is rendered into (Docusaurus' `ssrTemplate` option, Eta syntax). It is
 * Docusaurus 3's default page with one change: the `<html>` tag starts with `data-theme="dark"`, the spec's
 * theme before any script runs, so a page is themed even with JavaScript off. plugins/theme-head's head
 * script replaces the attribute with the visitor's choice before first paint.
 * tests/unit/site/ssrTemplate.test.ts compares it with the installed Docusaurus' default, so an upgrade
 * that changes the default page fails there.
 */
export const ssrTemplate = `
<!DOCTYPE html>
<html data-theme="dark" <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
    <% it.scripts.forEach((script) => { %>
      <script src="<%= it.baseUrl %><%= script %>" defer></script>
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <%~ it.postBodyTags %>
  </body>
</html>
`;
