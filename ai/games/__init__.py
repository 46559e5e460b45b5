"""What the search knows of one game beyond the rules' interface: Meter's first stone under the
pie (``openings``), Meter's playouts on the rules' bitsets (``meter``), Interleave's set-up under
the pie (``setups``) and its ending solved exactly (``ending``)."""
