// The illustrations' palette: the only colours they use, the site's own (navy and steel for the night
// sky and metal, orange and amber for the arc and its glow).
export const navy = "#0b1f33";
export const steel = "#1d3a57";
export const slate = "#3e5c76";
export const lightSteel = "#9fb3c8";
export const pale = "#e6edf3";
export const white = "#fff";
export const arcOrange = "#f26b1d";
export const amber = "#f5a524";
export const weldGlow = "#ffd08a";
