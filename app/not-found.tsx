export { default } from "./404/page";
