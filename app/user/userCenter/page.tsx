// SPEC §2: the user center is also referenced as /user/userCenter.
export { default, dynamic } from "../../userCenter/page";
