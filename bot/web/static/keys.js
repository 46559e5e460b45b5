// The match page's keys: ← and → follow the stepper's back and forward links, Home and End
// its start and latest ones. The page works without this file: the links are plain links.
document.addEventListener("keydown", function (event) {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  var ids = { ArrowLeft: "prev", ArrowRight: "next", Home: "first", End: "last" };
  var link = ids[event.key] && document.getElementById(ids[event.key]);
  if (link) {
    event.preventDefault();
    window.location.assign(link.href);
  }
});
