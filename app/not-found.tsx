export { default } from "./(shop)/404/page";
