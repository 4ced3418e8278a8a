import { servingSuite } from "./suite";
import { startNginx } from "./targets";

// Debian's nginx with the generated build/nginx/site.conf.
servingSuite("nginx", startNginx);
