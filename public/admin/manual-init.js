// Decap waits for the editor's extensions (editor.js), which start it once they have chosen the language,
// registered the day widget and the ordered JSON format, and loaded the configuration in that language.
window.CMS_MANUAL_INIT = true;
